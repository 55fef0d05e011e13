import { describe, expect, it } from 'vitest';
import { displayedUserAction, eventStatusLabel } from './event-status.ts';

describe('eventStatusLabel', () => {
  it('names types 1 to 5 by their type, whatever the triage flag', () => {
    for (const triagedEvent of [true, false]) {
      expect(eventStatusLabel({ type: 5, triagedEvent })).toBe('Baitwatch Verified');
      expect(eventStatusLabel({ type: 4, triagedEvent })).toBe('Google Form Password');
      expect(eventStatusLabel({ type: 3, triagedEvent })).toBe('Reported Phish');
      expect(eventStatusLabel({ type: 2, triagedEvent })).toBe('Unknown');
      expect(eventStatusLabel({ type: 1, triagedEvent })).toBe('Legit');
    }
  });

  it('names an incident Verified Phish once triaged, else AI Suspicious', () => {
    expect(eventStatusLabel({ type: 0, triagedEvent: true })).toBe('Verified Phish');
    expect(eventStatusLabel({ type: 0, triagedEvent: false })).toBe('AI Suspicious');
  });
});

describe('displayedUserAction', () => {
  const detected = '2026-11-20T12:00:00.000Z';
  it('keeps Pending for the first 5 minutes', () => {
    expect(displayedUserAction('Pending', detected, new Date('2026-11-20T12:04:59.999Z'))).toBe('Pending');
  });
  it('shows Pending as Close once 5 minutes have passed', () => {
    expect(displayedUserAction('Pending', detected, new Date('2026-11-20T12:05:00.000Z'))).toBe('Close');
  });
  it('never turns Close back', () => {
    expect(displayedUserAction('Close', detected, new Date('2026-11-20T12:00:01Z'))).toBe('Close');
  });
});
