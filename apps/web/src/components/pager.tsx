import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** The spec's generic pager page size (the grid's is 20). */
export const DEFAULT_PAGE_SIZE = 10;

interface PagerProps {
  /** 1-based. */
  page: number;
  /** True on the last page (the feeds learn it from the one extra record they ask for). */
  isLastPage: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  label?: string;
}

/** Previous and next: previous is disabled on the first page, next on the last (spec doc 1 §2). */
export function Pager({ page, isLastPage, onPageChange, disabled = false, label = 'Pages' }: PagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="flex-end" gap="xs" mt="md">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" aria-live="polite" miw={56} ta="center">
        Page {page}
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={disabled || isLastPage}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
