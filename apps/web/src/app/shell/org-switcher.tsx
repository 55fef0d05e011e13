import { SEARCH_MIN_LENGTH } from '@baitwatch/contracts/search/search';
import { CheckIcon, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuilding } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortalSearch } from '../../features/session/api/search-portal.ts';
import { useSession } from '../../lib/session.ts';
import { navigationAfterSelect } from '../redirects.ts';
import { ORG_FIELD_WIDTH } from './org-field.tsx';
import { buildOrgOptions } from './org-options.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The organization dropdown: type to filter the list at once, and (from 2 characters, 300 ms after
 * the last key) search organizations, users and brands on the server. Arrow keys move, Enter picks.
 */
export default function OrgSwitcher() {
  const { role, customers, selected, selectCustomer } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const serverSearch = usePortalSearch(debounced);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const hits = debounced.trim().length >= SEARCH_MIN_LENGTH ? serverSearch.data : undefined;
  const groups = useMemo(() => buildOrgOptions(customers, search, hits), [customers, search, hits]);
  const searching =
    search.trim().length >= SEARCH_MIN_LENGTH && (search !== debounced || serverSearch.isFetching);

  const pick = (entryKey: string) => {
    const entry = customers.find((candidate) => candidate.key === entryKey);
    combobox.closeDropdown();
    if (!entry || entry.key === selected?.key) return;
    const next = navigationAfterSelect(role, pathname, entry);
    selectCustomer(entry);
    navigate(next.to);
    if (next.notice) notifications.show({ color: 'yellow', message: next.notice, autoClose: 6000 });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} width={360} position="bottom-start" withinPortal>
      <Combobox.Target>
        <InputBase
          aria-label="Organization"
          w={ORG_FIELD_WIDTH}
          leftSection={<IconBuilding size={16} aria-hidden />}
          rightSection={searching ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          placeholder={
            combobox.dropdownOpened
              ? (selected?.displayName ?? 'Search organizations')
              : 'Select an organization'
          }
          value={combobox.dropdownOpened ? search : (selected?.displayName ?? '')}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Organizations" mah={380} style={{ overflowY: 'auto' }}>
          {groups.length === 0 ? (
            <Combobox.Empty>{searching ? 'Searching…' : 'Nothing found'}</Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.label} label={group.label}>
                {group.options.map((option) => {
                  const current = option.entryKey === selected?.key && option.detail === null;
                  return (
                    <Combobox.Option
                      key={option.value}
                      value={option.entryKey}
                      active={current}
                      aria-selected={current}
                    >
                      <Group gap={6} wrap="nowrap">
                        {current ? (
                          <CheckIcon size={12} aria-hidden />
                        ) : (
                          <span style={{ width: 12, flex: 'none' }} />
                        )}
                        <Text size="sm" truncate fw={current ? 600 : undefined}>
                          {option.label}
                        </Text>
                        {option.detail && (
                          <Text size="xs" c="dimmed" truncate>
                            {option.detail}
                          </Text>
                        )}
                      </Group>
                    </Combobox.Option>
                  );
                })}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
