import './lib/zod-without-eval.ts';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { installSessionLostHandler } from './app/session-lost.ts';
import { isDarkScheme, systemPrefersDark } from './lib/color-scheme.ts';
import { getThemeConfig } from './lib/theme-config.ts';

// Apply the colour scheme (saved, else the system's) and direction before the first paint, so nothing flashes.
const config = getThemeConfig();
const dark = isDarkScheme(config, systemPrefersDark());
document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
document.documentElement.setAttribute('dir', config.isRTL ? 'rtl' : 'ltr');

const queryClient = createQueryClient();
installSessionLostHandler(queryClient);
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
