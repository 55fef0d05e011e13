import type { Role } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { EventActionsMenu } from '../../../components/events/event-actions-menu.tsx';
import { actionTargetOf } from '../model/event-view.ts';

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
