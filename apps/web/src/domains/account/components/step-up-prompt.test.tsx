import { getMfaStatus, stepUp } from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestStepUp } from '../../../lib/step-up-signal.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { StepUpPrompt } from './step-up-prompt.tsx';

describe('the step-up prompt', () => {
  it('opens when a change asks for a fresh factor, and answers once a current code proves it', async () => {
    const requests = stubApi([
      {
        call: getMfaStatus,
        body: { totp: { created: '2026-11-20T12:00:00.000Z', lastUsedAt: null }, recoveryCodesLeft: 10 },
      },
      { call: stepUp, body: { message: MFA_MESSAGES.steppedUp } },
    ]);
    renderInConsole(<StepUpPrompt />);
    let asked: Promise<boolean> = Promise.resolve(false);
    act(() => {
      asked = requestStepUp();
    });
    expect(await screen.findByText(MFA_MESSAGES.stepUpRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await asked).toBe(true);
    expect(await requests.find((r) => r.method === 'POST')?.json()).toEqual({
      method: 'totp',
      code: '123456',
    });
  });

  it('asks an admin without an authenticator app for a passkey only', async () => {
    stubApi([{ call: getMfaStatus, body: { totp: null, recoveryCodesLeft: 10 } }]);
    renderInConsole(<StepUpPrompt />);
    let asked: Promise<boolean> = Promise.resolve(true);
    act(() => {
      asked = requestStepUp();
    });
    expect(await screen.findByText(MFA_MESSAGES.stepUpWithPasskey)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Code/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    // Answered, so the next ask opens a prompt of its own.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await asked).toBe(false);
  });

  it('takes one of the recovery codes instead, when the app and passkeys are at hand no more', async () => {
    const requests = stubApi([
      { call: getMfaStatus, body: { totp: null, recoveryCodesLeft: 4 } },
      { call: stepUp, body: { message: MFA_MESSAGES.steppedUp } },
    ]);
    renderInConsole(<StepUpPrompt />);
    let asked: Promise<boolean> = Promise.resolve(false);
    act(() => {
      asked = requestStepUp();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText(MFA_MESSAGES.stepUpWithRecoveryCode)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await asked).toBe(true);
    expect(await requests.find((r) => r.method === 'POST')?.json()).toEqual({
      method: 'recovery',
      code: 'abcdefghijkl',
    });
  });

  it('answers no when cancelled', async () => {
    stubApi([]);
    renderInConsole(<StepUpPrompt />);
    let asked: Promise<boolean> = Promise.resolve(true);
    act(() => {
      asked = requestStepUp();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await asked).toBe(false);
  });
});
