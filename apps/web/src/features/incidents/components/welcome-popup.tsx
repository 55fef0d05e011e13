import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { WELCOME_MESSAGES } from '../model/welcome.ts';

interface WelcomePopupProps {
  kind: 'noExtensionUsers' | 'noOrganizations' | null;
  deploymentPath: string | null;
  addOrganizationPath: string;
  onClose: () => void;
}

/**
 * The feed's welcome popups (spec doc 1 §2): an organization without extension users is told to go
 * to Deployment; a TenantAdmin without organizations to add them, then deploy.
 */
export default function WelcomePopup({
  kind,
  deploymentPath,
  addOrganizationPath,
  onClose,
}: WelcomePopupProps) {
  const text = kind ? WELCOME_MESSAGES[kind] : null;
  return (
    <Modal opened={text !== null} onClose={onClose} title={text?.title} centered>
      <Text>{text?.body}</Text>
      <Group mt="md" gap="lg">
        {kind === 'noOrganizations' && (
          <Anchor component={Link} to={addOrganizationPath} onClick={onClose}>
            Add Organization
          </Anchor>
        )}
        {deploymentPath && (
          <Anchor component={Link} to={deploymentPath} onClick={onClose}>
            Go to Deployment
          </Anchor>
        )}
      </Group>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Ok
        </Button>
      </Group>
    </Modal>
  );
}
