import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import { SEARCH_MIN_LENGTH } from '@baitwatch/contracts/search/search';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { useExtensionUserSearch } from '../api/search-extension-users.ts';
import type { IncidentFilters } from '../model/feed-filters.ts';
import type { FeedScope } from '../model/feed-scope.ts';

/** The search waits this long after the last key (spec doc 1 §9: 300 ms, at least 2 characters). */
const DEBOUNCE_MS = 300;

interface UserFilterProps {
  scope: FeedScope;
  value: IncidentFilters['user'];
  onChange: (user: IncidentFilters['user']) => void;
}

/** The user filter: searches the scope's extension users on the server as the admin types. */
export function UserFilter({ scope, value, onChange }: UserFilterProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [term] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const users = useExtensionUserSearch(scope, term);
  const data = useMemo(() => {
    const options = (users.data?.users ?? []).map((user) => ({
      value: user.id,
      label: extensionUserLabel(user),
    }));
    if (value && !options.some((option) => option.value === value.id))
      options.unshift({ value: value.id, label: value.label });
    return options;
  }, [users.data, value]);

  return (
    <DeferredSelect<number>
      label="User"
      placeholder="Search users"
      leftSection={<IconUser size={16} aria-hidden />}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the user filter', 'aria-hidden': false, tabIndex: 0 }}
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the term; the options are not filtered again.
      filter={({ options }) => options}
      onChange={(id, option) => onChange(id === null || !option ? null : { id, label: option.label })}
      nothingFoundMessage={term.length < SEARCH_MIN_LENGTH ? 'Type at least 2 characters' : 'No users found'}
      w={{ base: '100%', sm: 220 }}
    />
  );
}
