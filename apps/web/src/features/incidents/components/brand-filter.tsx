import { IconTag } from '@tabler/icons-react';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { useBrands } from '../api/get-brands.ts';
import type { FeedScope } from '../model/feed-scope.ts';

interface BrandFilterProps {
  scope: FeedScope;
  days: number;
  value: string | null;
  onChange: (brand: string | null) => void;
}

/** The brand filter: the brands detected in the scope's events within the date range. */
export function BrandFilter({ scope, days, value, onChange }: BrandFilterProps) {
  const brands = useBrands(scope, days);
  const data = brands.data?.brands ?? [];
  return (
    <DeferredSelect
      label="Brand"
      placeholder={brands.isPending ? 'Loading brands' : 'All brands'}
      leftSection={<IconTag size={16} aria-hidden />}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the brand filter', 'aria-hidden': false, tabIndex: 0 }}
      data={value && !data.includes(value) ? [value, ...data] : data}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No brands found"
      w={{ base: '100%', sm: 190 }}
    />
  );
}
