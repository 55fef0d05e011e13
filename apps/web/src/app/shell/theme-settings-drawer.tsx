import { Button, Drawer, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useDarkScheme } from '../../lib/color-scheme.ts';
import {
  NAVBAR_STYLES,
  resetThemeConfig,
  type ThemeConfig,
  updateThemeConfig,
  useThemeConfig,
} from '../../lib/theme-config.ts';

const STYLE_LABELS: Record<ThemeConfig['navbarStyle'], string> = {
  transparent: 'Transparent',
  inverted: 'Inverted',
  card: 'Card',
  vibrant: 'Vibrant',
};

/** The theme settings (spec theme config), saved in local storage as soon as they change. */
export default function ThemeSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const config = useThemeConfig();
  const dark = useDarkScheme();
  return (
    <Drawer opened={opened} onClose={onClose} title="Theme settings" position="right" size="sm">
      <Stack gap="lg">
        <Switch
          label="Dark mode"
          description={config.isDark === undefined ? 'Follows your system until you choose.' : undefined}
          checked={dark}
          onChange={(event) => updateThemeConfig({ isDark: event.currentTarget.checked })}
        />
        <Switch
          label="Right to left"
          description="Lay the console out from right to left."
          checked={config.isRTL}
          onChange={(event) => updateThemeConfig({ isRTL: event.currentTarget.checked })}
        />
        <Switch
          label="Fluid layout"
          description="Let pages use the full width of the window."
          checked={config.isFluid}
          onChange={(event) => updateThemeConfig({ isFluid: event.currentTarget.checked })}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="navbar-position-label">
            Navbar position
          </Text>
          <SegmentedControl
            aria-labelledby="navbar-position-label"
            value={config.navbarPosition}
            onChange={(value) =>
              updateThemeConfig({ navbarPosition: value === 'vertical' ? 'vertical' : 'top' })
            }
            data={[
              { value: 'top', label: 'Top' },
              { value: 'vertical', label: 'Vertical' },
            ]}
          />
        </Stack>
        <Switch
          label="Collapse the vertical navbar"
          disabled={config.navbarPosition !== 'vertical'}
          checked={config.isNavbarVerticalCollapsed}
          onChange={(event) => updateThemeConfig({ isNavbarVerticalCollapsed: event.currentTarget.checked })}
        />
        <Select
          label="Navbar style"
          allowDeselect={false}
          value={config.navbarStyle}
          onChange={(value) => {
            const style = NAVBAR_STYLES.find((candidate) => candidate === value);
            if (style) updateThemeConfig({ navbarStyle: style });
          }}
          data={NAVBAR_STYLES.map((value) => ({ value, label: STYLE_LABELS[value] }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Button variant="default" onClick={resetThemeConfig}>
          Reset to defaults
        </Button>
      </Stack>
    </Drawer>
  );
}
