import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  Input,
  InputBase,
  type SelectProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { deferred } from './deferred.tsx';

type SelectValue = string | number;

/** The select's look while its dropdown code loads: its label, icon and chosen value, not yet interactive. */
function SelectStandIn({
  label,
  placeholder,
  leftSection,
  w,
  size,
  data,
  value,
  searchValue,
  clearable,
}: SelectProps<SelectValue>) {
  const chosen = value == null ? undefined : getOptionsLockup(getParsedComboboxData(data))[String(value)];
  return (
    <InputBase
      label={label}
      placeholder={placeholder}
      leftSection={leftSection}
      w={w}
      size={size}
      value={searchValue ?? chosen?.label ?? ''}
      readOnly
      pointer
      tabIndex={-1}
      aria-busy="true"
      rightSectionPointerEvents="none"
      __defaultRightSection={<ComboboxChevron size={size} />}
      __clearSection={<Input.ClearButton tabIndex={-1} aria-hidden />}
      __clearable={Boolean(clearable) && value != null}
    />
  );
}

/**
 * Mantine's Select, loaded alongside the page behind a stand-in that looks the same (the feeds' filters):
 * its dropdown brings the floating-position code, the largest part of a feed page's first download.
 * deferred() keeps one props type; the cast gives back the Select's own, generic over its value.
 */
export const DeferredSelect = deferred<SelectProps<SelectValue>>(
  () => import('./select-field.tsx'),
  SelectStandIn,
) as <V extends SelectValue>(props: SelectProps<V>) => ReactNode;
