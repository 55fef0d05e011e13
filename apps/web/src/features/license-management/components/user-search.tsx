import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserSearch } from '../api/search-extension-users.ts';
import { type LicenseScope, userPagePath } from '../model/license-scope.ts';

/** The User License grid's search: 2 characters, 300 ms after typing stops; choosing a user opens its page. */
export function UserSearch({ scope }: { scope: LicenseScope }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const found = useUserSearch(scope, term);
  const users = term.length >= 2 ? (found.data?.users ?? []) : [];
  const data = users.map((u) => ({
    value: `${u.customerId}/${u.id}`,
    label: extensionUserLabel(u) || `User ${u.id}`,
  }));
  let nothingFound = 'No users found';
  if (term.length < 2) nothingFound = 'Type at least 2 characters';
  else if (found.isError) nothingFound = LICENSE_MESSAGES.failedToSearchExtensionUser;
  else if (found.isFetching) nothingFound = 'Searching…';

  return (
    <Select
      aria-label="Search users"
      placeholder="Search users"
      searchable
      clearable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 280 }}
      onChange={(value) => {
        if (!value) return;
        const [customerId, id] = value.split('/').map(Number);
        if (customerId && id) navigate(userPagePath(scope, { customerId, id }));
      }}
    />
  );
}
