// Mantine's Select on its own, so that it can load apart from the page (see deferred-select.tsx).
export { Select as default } from '@mantine/core';
