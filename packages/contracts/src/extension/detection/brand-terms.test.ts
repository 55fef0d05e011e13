import { describe, expect, it } from 'vitest';
import { termIn, textPlace } from './brand-terms.ts';

// How a brand's term is found in text: whole words, split or respelled the way kits write them, and
// ordinary words only as the brand writes them.

const found = (text: string, value: string, partial = false) => termIn(textPlace(text), { value, partial });

describe('finding a brand term', () => {
  it.each([
    ['Sign in to Microsoft', 'Microsoft', true],
    ['Ｍｉｃｒｏｓｏｆｔ', 'microsoft', true],
    ['One Drive', 'OneDrive', true],
    ['M i c r o s o f t', 'Microsoft', true],
    ['Docu-Sign', 'DocuSign', true],
    ['Micros0ft', 'Microsoft', true],
    ['PayPaI', 'PayPal', true],
    ['Аpple ID', 'Apple ID', true],
    ['Office 365', 'Office365', true],
    ['Office365', 'Office 365', true],
    ['paypalsecure', 'PayPal', false],
    ['Groups and cups', 'UPS', false],
    ['ups batteries', 'UPS', false],
    ['UPS parcel', 'UPS', true],
    ['an apple a day', 'Apple', false],
    ['Apple ID', 'Apple', true],
    ['write to you@gmail.com', 'Gmail', false],
    ['purchase', 'Chase', false],
  ])('“%s” names %s: %s', (text, term, expected) => {
    expect(found(text, term)).toBe(expected);
  });

  it('finds a partial term inside longer words', () => {
    expect(found('paypalsecure', 'paypal', true)).toBe(true);
    expect(found('anything', ' ', true)).toBe(false);
  });
});
