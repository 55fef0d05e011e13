import { Box, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { useThemeConfig } from '../../lib/theme-config.ts';
import { usePageLoading } from '../lazy-page.tsx';
import { RouteErrorBoundary } from '../route-error.tsx';
import classes from './shell.module.css';
import { TopBar } from './top-bar.tsx';
import { useMenu } from './use-menu.ts';

// Loaded on first use: most visits never open the theme settings.
const ThemeSettingsDrawer = lazy(() => import('./theme-settings-drawer.tsx'));
// Only the vertical navbar position needs it (and its tooltips).
const SideNav = lazy(() => import('./side-nav.tsx'));

/** The signed-in frame: top bar, the optional vertical navbar, and the page. */
export function AppLayout() {
  const config = useThemeConfig();
  const [themeOpened, theme] = useDisclosure(false);
  const [themeLoaded, setThemeLoaded] = useState(false);
  const [navOpened, nav] = useDisclosure(false);
  const { items, choose } = useMenu(() => {
    setThemeLoaded(true);
    theme.open();
  });
  const pageLoading = usePageLoading();
  const { pathname } = useLocation();
  const vertical = config.navbarPosition === 'vertical';
  const frame = {
    '--bw-header-height': '60px',
    '--bw-navbar-width': config.isNavbarVerticalCollapsed ? '72px' : '240px',
  } as CSSProperties;

  return (
    <Box style={frame}>
      {pageLoading && <div className={classes.progress} role="progressbar" aria-label="Loading page" />}
      <Box
        component="header"
        className={`${classes.header} ${classes.bar}`}
        data-style={vertical ? 'transparent' : config.navbarStyle}
      >
        <TopBar
          items={items}
          onChoose={choose}
          navbar={vertical ? { opened: navOpened, toggle: nav.toggle } : null}
        />
      </Box>
      {vertical && (
        <Box
          className={`${classes.navbar} ${classes.bar}`}
          data-style={config.navbarStyle}
          data-opened={navOpened || undefined}
        >
          <Suspense fallback={null}>
            <SideNav
              items={items}
              onChoose={(item) => {
                nav.close();
                choose(item);
              }}
            />
          </Suspense>
        </Box>
      )}
      <Box component="main" className={classes.main} data-with-navbar={vertical || undefined}>
        <Container fluid={config.isFluid} size="xl" px={0}>
          {/* A page that fails shows its error inside the shell, whose menus still lead elsewhere. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Container>
      </Box>
      {themeLoaded && (
        <Suspense fallback={null}>
          <ThemeSettingsDrawer opened={themeOpened} onClose={theme.close} />
        </Suspense>
      )}
    </Box>
  );
}
