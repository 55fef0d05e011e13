import { threatIntelFormErrors } from '@baitwatch/contracts/threat-intel/form-rules';
import type { SubmitThreatIntelBody } from '@baitwatch/contracts/threat-intel/submit-threat-intel';

/** The event the form starts from: its URL, detection time and its own evidence addresses. */
export interface SubmissionSource {
  url: string;
  detectionTime: string;
  screenshotURL: string | null;
  pageContentURL: string | null;
}

/**
 * The Add to Threat Intel form (spec doc 2 §2, §5). Evidence is the event's own file (its address)
 * or an upload (a data URL), with the file's name to show.
 */
export interface SubmissionForm {
  threatURL: string;
  /** As the datetime-local input holds it: local time, minutes. */
  detectedOn: string;
  industry: string;
  country: string;
  state: string;
  city: string;
  addImage: boolean;
  screenshot: string;
  screenshotName: string;
  addHtml: boolean;
  html: string;
  htmlName: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The form as the event fills it (and as Reset restores it): its own screenshot and HTML chosen, with
 * Add Image and Add HTML ticked, when it has them.
 */
export function initialForm(event: SubmissionSource): SubmissionForm {
  return {
    threatURL: event.url,
    detectedOn: toLocalInput(event.detectionTime),
    industry: '',
    country: '',
    state: '',
    city: '',
    addImage: event.screenshotURL !== null,
    screenshot: event.screenshotURL ?? '',
    screenshotName: event.screenshotURL ? 'The event’s screenshot' : '',
    addHtml: event.pageContentURL !== null,
    html: event.pageContentURL ?? '',
    htmlName: event.pageContentURL ? 'The event’s page HTML' : '',
  };
}

/** Changing the country clears state and city; changing the state clears the city (spec doc 2 §4). */
export function withCountry(form: SubmissionForm, country: string): SubmissionForm {
  return { ...form, country, state: '', city: '' };
}
export function withState(form: SubmissionForm, state: string): SubmissionForm {
  return { ...form, state, city: '' };
}

const detectedIso = (form: SubmissionForm) => {
  const d = new Date(form.detectedOn);
  return form.detectedOn && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
};

/** The errors the "Invalid Inputs!" popup lists, in the spec's words. */
export function formErrors(form: SubmissionForm): string[] {
  return threatIntelFormErrors({
    threatURL: form.threatURL,
    threatDetectedOn: detectedIso(form),
    addImage: form.addImage,
    screenshot: form.screenshot,
    addHtml: form.addHtml,
    html: form.html,
  });
}

/** The submission payload (spec doc 2 §3): unchecked evidence and default options are empty. */
export function toPayload(form: SubmissionForm, now: Date): SubmitThreatIntelBody {
  return {
    threatURL: form.threatURL.trim(),
    threatDetectedOn: detectedIso(form),
    industry: form.industry,
    country: form.country,
    state: form.state,
    city: form.city,
    screenshot: form.addImage ? form.screenshot : '',
    html: form.addHtml ? form.html : '',
    isVerify: true,
    submittedOn: now.toISOString(),
  };
}
