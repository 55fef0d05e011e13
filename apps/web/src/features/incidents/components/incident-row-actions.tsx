import type { Role } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { Box } from '@mantine/core';
import { deferred } from '../../../components/deferred.tsx';
import type { EventActionsMenuProps } from '../../../domains/events/components/event-actions-menu.tsx';
import { actionTargetOf } from '../model/event-view.ts';

// The menu (and the result dialog behind it) brings the floating-position and modal code: it loads
// alongside the page, long before the rows arrive; until then an empty box of the icon's size holds
// its place, so neither the row nor the card moves.
const EventActionsMenu = deferred<EventActionsMenuProps>(
  () =>
    import('../../../domains/events/components/event-actions-menu.tsx').then((module) => ({
      default: module.EventActionsMenu,
    })),
  () => <Box w={28} h={28} mx="auto" />,
);

interface IncidentRowActionsProps {
  event: EventRecord;
  role: Role;
  onActionDone: (event: EventRecord, result: EventActionResult) => void;
}

/** The action menu of one incident in the list or grid: an icon button that opens what this role may do. */
export function IncidentRowActions({ event, role, onActionDone }: IncidentRowActionsProps) {
  return (
    <EventActionsMenu
      compact
      role={role}
      view="incidents"
      event={{ ...event, ...actionTargetOf(event) }}
      onDone={(_action, result) => onActionDone(event, result)}
    />
  );
}
