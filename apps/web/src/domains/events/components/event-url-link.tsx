import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** An event's URL as the way into its details page: one line cut short, the whole address in its title. */
export function EventUrlLink({ url, to }: { url: string; to: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" truncate="end" display="block" title={url}>
      {url}
    </Anchor>
  );
}
