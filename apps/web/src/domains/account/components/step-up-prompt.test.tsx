import { stepUp } from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestStepUp } from '../../../lib/step-up-signal.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { StepUpPrompt } from './step-up-prompt.tsx';

describe('the step-up prompt', () => {
  it('opens when a change asks for a fresh factor, and answers once a current code proves it', async () => {
    const requests = stubApi([{ call: stepUp, body: { message: MFA_MESSAGES.steppedUp } }]);
    renderInConsole(<StepUpPrompt />);
    let asked: Promise<boolean> = Promise.resolve(false);
    act(() => {
      asked = requestStepUp();
    });
    expect(await screen.findByText(MFA_MESSAGES.stepUpRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await asked).toBe(true);
    expect(await requests[0]?.json()).toEqual({ method: 'totp', code: '123456' });
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
