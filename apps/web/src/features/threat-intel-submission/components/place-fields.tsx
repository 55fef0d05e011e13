import type { LookupId } from '@baitwatch/contracts/lookups/lookup';
import { Select, SimpleGrid } from '@mantine/core';
import { useLookup } from '../../../domains/lookups/api/get-lookup.ts';
import { type SubmissionForm, withCountry, withState } from '../model/submission-form.ts';

interface LookupSelectProps {
  label: string;
  lookupId: LookupId;
  value: string;
  onChange: (code: string) => void;
  filter?: { sflex1?: string; sflex2?: string };
  /** False while the list's parent is unset (no states before a country). */
  enabled?: boolean;
}

/** One lookup dropdown; its empty first option is the spec's default ("empty when the default is chosen"). */
function LookupSelect({ label, lookupId, value, onChange, filter = {}, enabled = true }: LookupSelectProps) {
  const list = useLookup(lookupId, filter, enabled);
  const data = (list.data ?? []).map((entry) => ({ value: entry.code, label: entry.value }));
  return (
    <Select
      label={label}
      placeholder={enabled ? `Select ${label}` : '—'}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      searchable
      clearable
      disabled={!enabled}
      error={list.isError ? `Could not load ${label.toLowerCase()} list` : undefined}
      rightSection={list.isFetching ? '…' : undefined}
      nothingFoundMessage="Nothing found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface PlaceFieldsProps {
  form: SubmissionForm;
  onChange: (form: SubmissionForm) => void;
}

/** Industry, and the cascading country, state and city lookups (spec doc 1 §7 "Lookups", doc 2 §4). */
export function PlaceFields({ form, onChange }: PlaceFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LookupSelect
        label="Industry"
        lookupId="LKP_INDUSTRY"
        value={form.industry}
        onChange={(industry) => onChange({ ...form, industry })}
      />
      <LookupSelect
        label="Country"
        lookupId="LKP_COUNTRY"
        value={form.country}
        onChange={(country) => onChange(withCountry(form, country))}
      />
      <LookupSelect
        label="State"
        lookupId="LKP_STATE"
        filter={{ sflex1: form.country }}
        enabled={form.country !== ''}
        value={form.state}
        onChange={(state) => onChange(withState(form, state))}
      />
      <LookupSelect
        label="City"
        lookupId="LKP_CITY"
        filter={{ sflex1: form.country, sflex2: form.state }}
        enabled={form.state !== ''}
        value={form.city}
        onChange={(city) => onChange({ ...form, city })}
      />
    </SimpleGrid>
  );
}
