import type { Role } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import {
  type ActionSubject,
  type EventView,
  eventActionRules,
} from '@baitwatch/contracts/events/event-rules';
import { ActionIcon, Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconCircleCheck,
  IconCircleMinus,
  IconDotsVertical,
  IconMoodCheck,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ResultModal } from '../../../components/result-modal.tsx';
import type { ActionTarget, EventAction } from '../model/action-target.ts';
import { useEventAction } from './use-event-action.ts';

export const ACTION_LABELS: Record<EventAction, string> = {
  verify: 'Verify',
  unverify: 'Unverify',
  falsePositive: 'Mark False Positive',
  clear: 'Clear',
};

export interface EventActionsMenuProps {
  role: Role;
  view: EventView;
  event: ActionSubject & ActionTarget;
  /** Verify on a details page opens the threat-intel submission instead of calling verify-events. */
  onVerify?: () => void;
  /** After a successful action, once its result popup is closed. */
  onDone: (action: EventAction, result: EventActionResult) => void;
  /** A row's icon button instead of the details page's button. */
  compact?: boolean;
}

/**
 * The event action menu (spec doc 1 §4): exactly the actions eventActionRules allows this role on
 * this event in this view (the server checks the same rules). Verify, Unverify and Mark False
 * Positive form the Update Status control; Clear follows. Nothing renders when no action is allowed.
 */
export function EventActionsMenu({
  role,
  view,
  event,
  onVerify,
  onDone,
  compact = false,
}: EventActionsMenuProps) {
  const rules = eventActionRules(role, view, event);
  const { run, pending, status, closeResult } = useEventAction(view, onDone);
  const statusActions = (['verify', 'unverify', 'falsePositive'] as const).filter(
    (action) => rules.updateStatus && rules[action],
  );
  if (statusActions.length === 0 && !rules.clear)
    return <ResultModal status={status} onClose={closeResult} />;

  const choose = (action: EventAction) => {
    if (action === 'verify' && onVerify) onVerify();
    else void run(action, event);
  };
  const icons: Record<EventAction, ReactNode> = {
    verify: <IconCircleCheck size={16} aria-hidden />,
    unverify: <IconCircleMinus size={16} aria-hidden />,
    falsePositive: <IconMoodCheck size={16} aria-hidden />,
    clear: <IconTrash size={16} aria-hidden />,
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          {compact ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Actions for ${event.url}`}
              loading={pending}
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={pending}
            >
              Actions
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {statusActions.length > 0 && <Menu.Label>Update Status</Menu.Label>}
          {statusActions.map((action) => (
            <Menu.Item key={action} leftSection={icons[action]} onClick={() => choose(action)}>
              {ACTION_LABELS[action]}
            </Menu.Item>
          ))}
          {rules.clear && statusActions.length > 0 && <Menu.Divider />}
          {rules.clear && (
            <Menu.Item color="red" leftSection={icons.clear} onClick={() => choose('clear')}>
              {ACTION_LABELS.clear}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ResultModal status={status} onClose={closeResult} />
    </>
  );
}
