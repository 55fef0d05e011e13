import { SEARCH_MIN_LENGTH } from '@baitwatch/contracts/search/search';
import {
  Box,
  CheckIcon,
  Combobox,
  Group,
  InputBase,
  Loader,
  Text,
  Tooltip,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifyRedirect } from '../../components/notify.ts';
import { usePortalSearch } from '../../features/session/api/search-portal.ts';
import { useSession } from '../../lib/session.ts';
import { useTruncationTooltip } from '../../lib/use-truncation.ts';
import { navigationAfterSelect } from '../redirects.ts';
import { ORG_DROPDOWN_WIDTH, ORG_FIELD_WIDTH } from './org-field.tsx';
import { buildOrgOptions } from './org-options.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The organization dropdown: type to filter the list at once, and (from 2 characters, 300 ms after
 * the last key) search organizations, users and brands on the server. Arrow keys move, Enter picks.
 * A name too long for the field shows whole in a tooltip on hover, and always whole in the open list.
 */
export default function OrgSwitcher() {
  const { role, customers, selected, selectCustomer } = useSession();
  const navigate = useNavigate();
  const { pathname, state: locationState } = useLocation();
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
  const nameTooltip = useTruncationTooltip();
  const searching =
    search.trim().length >= SEARCH_MIN_LENGTH && (search !== debounced || serverSearch.isFetching);

  const pick = (entryKey: string) => {
    const entry = customers.find((candidate) => candidate.key === entryKey);
    combobox.closeDropdown();
    if (!entry || entry.key === selected?.key) return;
    const next = navigationAfterSelect(role, pathname, entry);
    selectCustomer(entry);
    // Staying on the same page keeps its navigation state (an open tab of Advanced Settings); another
    // page, such as another organization's settings, opens fresh.
    navigate(next.to, next.to === pathname ? { state: locationState } : undefined);
    if (next.notice) notifyRedirect(next.notice);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={pick}
      width={ORG_DROPDOWN_WIDTH}
      position="bottom-start"
      withinPortal
    >
      <Tooltip
        label={selected?.displayName}
        opened={nameTooltip.opened && !combobox.dropdownOpened}
        multiline
        maw={ORG_DROPDOWN_WIDTH}
      >
        <Box
          onPointerEnter={(event) => nameTooltip.show(event.currentTarget.querySelector('input'))}
          onPointerLeave={nameTooltip.hide}
        >
          <Combobox.Target>
            <InputBase
              aria-label="Organization"
              w={ORG_FIELD_WIDTH}
              styles={{ input: { textOverflow: 'ellipsis' } }}
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
        </Box>
      </Tooltip>
      {/* Never wider than the window, so a long name wraps instead of running off screen. */}
      <Combobox.Dropdown maw="calc(100vw - 2 * var(--mantine-spacing-md))">
        <Combobox.Options aria-label="Organizations" mah={380} style={{ overflowY: 'auto' }}>
          {groups.length === 0 ? (
            <Combobox.Empty>{searching ? 'Searching…' : 'Nothing found'}</Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.label} label={group.label}>
                {group.options.map((option) => {
                  const current = option.entryKey === selected?.key && option.detail === null;
                  return (
                    // tabIndex -1: the arrow keys in the field move through the options (and scroll the
                    // list to them); it marks them as reached by script, not by Tab, for checkers too.
                    <Combobox.Option
                      key={option.value}
                      value={option.entryKey}
                      active={current}
                      aria-selected={current}
                      tabIndex={-1}
                    >
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        {current ? (
                          <CheckIcon size={12} aria-hidden style={{ flex: 'none', marginTop: 5 }} />
                        ) : (
                          <span style={{ width: 12, flex: 'none' }} />
                        )}
                        {/* Whole names, wrapped: the open list is where a long name is read. */}
                        <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          <Text size="sm" fw={current ? 600 : undefined}>
                            {option.label}
                          </Text>
                          {option.detail && (
                            <Text size="xs" c="dimmed">
                              {option.detail}
                            </Text>
                          )}
                        </Box>
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
