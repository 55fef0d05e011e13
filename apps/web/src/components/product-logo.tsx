import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import { Group, Text } from '@mantine/core';

/** The provider's mark and wordmark (the product name lives in one constant). */
export function ProductLogo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label={PRODUCT_NAME} role="img">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-filled)" />
        <path d="M16 5l9 4v6c0 6-4 10.5-9 12-5-1.5-9-6-9-12V9z" fill="#fff" />
        <path
          d="M12 16.5l3 3 5.5-6"
          stroke="var(--mantine-color-blue-filled)"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text component="span" fw={700} fz={size * 0.7} lh={1} aria-hidden>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
