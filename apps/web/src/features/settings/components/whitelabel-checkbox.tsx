import type { CustomerDetails } from '@baitwatch/contracts/organizations/customer-details';
import { WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import { Checkbox } from '@mantine/core';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useUpdateWhitelabelFlag } from '../api/update-whitelabel-flag.ts';

/**
 * The Account tab's Whitelabel checkbox ({product}Admin, spec doc 1 §2, §6): the whitelabel flag of
 * the organization's tenant (decision 0027). Unticking deletes the tenant's branding, so it asks first.
 */
export function WhitelabelCheckbox({ details }: { details: CustomerDetails }) {
  const { reload } = useSession();
  const update = useUpdateWhitelabelFlag();
  const change = async (isCustomized: boolean) => {
    if (!isCustomized) {
      const sure = await confirmAction({
        message: WHITELABEL_MESSAGES.disableConfirm(details.tenantName),
        danger: true,
      });
      if (!sure) return;
    }
    update.mutate(
      { id: details.id, tenantId: details.tenantId, body: { isCustomized } },
      {
        onSuccess: async (answer) => {
          notifySuccess(answer.message);
          await reload(); // the tenants' flags in the session drive the top bar's logo
        },
        onError: (error) => notifyError(error, WHITELABEL_MESSAGES.couldNotChangeFlag),
      },
    );
  };
  return (
    <Checkbox
      label="Whitelabel"
      description={`Brands the login page and top bar of ${details.tenantName} and its organizations.`}
      checked={details.isCustomized}
      disabled={update.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
    />
  );
}
