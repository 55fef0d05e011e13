import { THREAT_INTEL_MESSAGES as M } from '@baitwatch/contracts/threat-intel/messages';
import { describe, expect, it } from 'vitest';
import { formErrors, initialForm, toPayload, withCountry, withState } from './submission-form.ts';

const event = {
  url: 'https://login.contoso.example/',
  detectionTime: '2026-11-20T10:15:00.000Z',
  screenshotURL: '/storage/blob?c=x&p=1&b=e&t=i',
  pageContentURL: null,
};

describe('the Add to Threat Intel form', () => {
  it('starts from the event with its own evidence chosen', () => {
    const form = initialForm(event);
    expect(form).toMatchObject({ threatURL: event.url, addImage: true, screenshot: event.screenshotURL });
    expect(form).toMatchObject({ addHtml: false, html: '' });
    expect(new Date(form.detectedOn).toISOString()).toBe(event.detectionTime);
  });

  it('clears state and city with the country, the city with the state', () => {
    const form = { ...initialForm(event), country: 'US', state: 'WA', city: 'Seattle' };
    expect(withCountry(form, 'CA')).toMatchObject({ country: 'CA', state: '', city: '' });
    expect(withState(form, 'OR')).toMatchObject({ country: 'US', state: 'OR', city: '' });
  });

  it('lists the errors in the spec’s words', () => {
    const form = { ...initialForm(event), threatURL: 'https://a.example/<x>', detectedOn: '' };
    expect(formErrors(form)).toEqual([M.invalidUrl, M.detectionTimeRequired]);
    expect(formErrors({ ...form, addHtml: true })).toContain(M.htmlRequired);
    expect(formErrors({ ...form, threatURL: ' ' })[0]).toBe(M.urlRequired);
    expect(formErrors(initialForm(event))).toEqual([]);
  });

  it('sends empty evidence when unchecked, and the instant in UTC', () => {
    const payload = toPayload({ ...initialForm(event), addImage: false }, new Date('2026-11-20T12:00:00Z'));
    expect(payload).toMatchObject({
      threatURL: event.url,
      threatDetectedOn: event.detectionTime,
      screenshot: '',
      isVerify: true,
      submittedOn: '2026-11-20T12:00:00.000Z',
    });
  });
});
