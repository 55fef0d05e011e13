import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/**
 * A plain-text mail body with its http(s) addresses as links. Links to this console open here, so
 * that a reset or invite link can be followed in the same browser session.
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text
      component="pre"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}
      ff="monospace"
    >
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={index} href={localHref(part)}>
            {part}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/** A link to another host stays as is; a link to any console host is followed on this one. */
function localHref(url: string): string {
  try {
    const parsed = new URL(url);
    const own = ['/reset-password', '/accept-invite', '/login'].some((path) =>
      parsed.pathname.startsWith(path),
    );
    return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  } catch {
    return url;
  }
}
