import './lib/zod-without-eval.ts';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes, preloadPages } from './app/router.tsx';
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
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first draw waits for the first page's code, so it draws the page, not a loading state first.
preloadPages(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
