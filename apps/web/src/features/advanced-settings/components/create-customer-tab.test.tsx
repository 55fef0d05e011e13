// Proves Create Customer: required fields' messages, a direct customer's fields, what is sent, the dialog.
import { signUpOrganization } from '@baitwatch/contracts/organizations/calls';
import { SIGNUP_MESSAGES } from '@baitwatch/contracts/organizations/customer-signup';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { RESULT_TITLES } from '@baitwatch/contracts/web-shell/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { testSession, withSession } from '../../../test/session.tsx';
import { CreateCustomerTab } from './create-customer-tab.tsx';

const created = {
  message: SIGNUP_MESSAGES.directCreated,
  username: 'ada@acme.example',
  password: 'Gen-3r4t3d-pw',
  tenantId: 21,
  customerId: 34,
  loginUrl: 'https://acme.baitwatch.example/login',
};

function drawForm() {
  const user = userEvent.setup({ delay: null });
  const session = testSession();
  renderInConsole(withSession(session, <CreateCustomerTab />));
  const type = (label: RegExp, value: string) => user.type(screen.getByLabelText(label), value);
  const fillAdmin = async () => {
    await type(/^Organisation Name/, 'Acme');
    await type(/^Subdomain/, 'acme');
    await type(/^First Name/, 'Ada');
    await type(/^Last Name/, 'Lovelace');
    await type(/^Email/, 'ada@acme.example');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Create Customer' }));
  return { user, session, type, fillAdmin, submit };
}

const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

describe('Create Customer', () => {
  it('names every required field of a direct customer, and sends nothing', async () => {
    const requests = stubApi([]);
    const { submit } = drawForm();
    await submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.organizationNameRequired)).toBeInTheDocument();
    for (const message of [
      SIGNUP_MESSAGES.subDomainRequired,
      USER_MESSAGES.firstNameRequired,
      USER_MESSAGES.lastNameRequired,
      SIGNUP_MESSAGES.invalidEmail,
      SIGNUP_MESSAGES.usersRequired,
      SIGNUP_MESSAGES.licenseTypeRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(SIGNUP_MESSAGES.invalidPhone)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses a reserved subdomain, a short phone number and zero users', async () => {
    const requests = stubApi([]);
    const { type, submit } = drawForm();
    await type(/^Subdomain/, 'www');
    await type(/^Phone/, '12345');
    await type(/^No\. of Users/, '0');
    await submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.reservedSubDomain)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_MESSAGES.usersInvalid)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends a direct customer with its users and license type, then shows the credentials once and clears the form', async () => {
    const requests = stubApi([{ call: signUpOrganization, body: created }]);
    const { user, session, type, fillAdmin, submit } = drawForm();
    await fillAdmin();
    await type(/^No\. of Users/, '25');
    // The list opens, but jsdom lays nothing out, so Mantine keeps it hidden: the keys pick the second type.
    const licenseType = screen.getByRole('combobox', { name: /^License Type/ });
    await user.click(licenseType);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(licenseType).toHaveValue('TISOC');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: SIGNUP_MESSAGES.created });
    expect(dialog).toHaveTextContent(SIGNUP_MESSAGES.directCreated);
    expect(dialog).toHaveTextContent(created.password);
    expect(await posts(requests)[0]?.json()).toEqual({
      organizationName: 'Acme',
      subDomain: 'acme',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@acme.example',
      phone: '',
      isMSP: false,
      noOfUsers: '25',
      licenseType: 'TISOC',
    });
    expect(screen.getByLabelText(/^Organisation Name/)).toHaveValue('');
    await waitFor(() => expect(session.reload).toHaveBeenCalledTimes(1));
  });

  it('hides the users and license type for an MSP and sends them as null', async () => {
    const requests = stubApi([
      {
        call: signUpOrganization,
        body: { ...created, message: SIGNUP_MESSAGES.mspCreated, customerId: null },
      },
    ]);
    const { user, fillAdmin, submit } = drawForm();
    await user.click(screen.getByRole('checkbox', { name: /^MSP/ }));
    expect(screen.queryByLabelText(/^No\. of Users/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^License Type/ })).not.toBeInTheDocument();
    await fillAdmin();
    await submit();
    expect(await screen.findByRole('dialog', { name: SIGNUP_MESSAGES.created })).toHaveTextContent(
      SIGNUP_MESSAGES.mspCreated,
    );
    expect(await posts(requests)[0]?.json()).toMatchObject({
      isMSP: true,
      noOfUsers: null,
      licenseType: null,
    });
  });

  it("titles a refusal Validation, with the server's reason, and keeps the values", async () => {
    stubApi([
      {
        call: signUpOrganization,
        status: 400,
        body: {
          message: 'Bad Request',
          errors: [{ code: 'SUBDOMAIN_TAKEN', desc: SIGNUP_MESSAGES.subDomainTaken }],
        },
      },
    ]);
    const { user, fillAdmin, submit } = drawForm();
    await user.click(screen.getByRole('checkbox', { name: /^MSP/ }));
    await fillAdmin();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: RESULT_TITLES[400] });
    expect(dialog).toHaveTextContent(`${SIGNUP_MESSAGES.couldNotCreate} ${SIGNUP_MESSAGES.subDomainTaken}`);
    expect(screen.getByLabelText(/^Organisation Name/)).toHaveValue('Acme');
  });

  it('titles a server failure Error', async () => {
    stubApi([{ call: signUpOrganization, status: 500, body: { message: 'Internal Server Error' } }]);
    const { user, fillAdmin, submit } = drawForm();
    await user.click(screen.getByRole('checkbox', { name: /^MSP/ }));
    await fillAdmin();
    await submit();
    expect(await screen.findByRole('dialog', { name: RESULT_TITLES[500] })).toHaveTextContent(
      SIGNUP_MESSAGES.couldNotCreate,
    );
  });
});
