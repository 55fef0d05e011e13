import { Tooltip } from '@mantine/core';
import { useTruncationTooltip } from '../../../lib/use-truncation.ts';
import classes from './top-bars.module.css';

export interface TopBar {
  name: string;
  value: number;
}

interface TopBarsProps {
  rows: readonly TopBar[];
  /** The heading of the names column ("URL", "User") and of the counts column. */
  nameLabel: string;
  valueLabel: string;
}

/**
 * A top list as bars (Top Threats, Top Vulnerable Users): a table, so each count reads with its
 * name. Names stay on one line and end in an ellipsis; the whole name shows in a tooltip on hover
 * or keyboard focus (and is the cell's text, so a screen reader reads it all).
 */
export function TopBars({ rows, nameLabel, valueLabel }: TopBarsProps) {
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">{nameLabel}</th>
          <th scope="col" className={classes.count}>
            {valueLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {/* The server groups by name, so names are unique within a list. */}
        {rows.map((row) => (
          <TopBarRow key={row.name} row={row} share={max > 0 ? row.value / max : 0} />
        ))}
      </tbody>
    </table>
  );
}

function TopBarRow({ row, share }: { row: TopBar; share: number }) {
  const tooltip = useTruncationTooltip();
  return (
    <tr>
      <td className={classes.barCell}>
        <div className={classes.bar} style={{ width: `${share * 100}%` }} aria-hidden />
        <Tooltip
          label={row.name}
          opened={tooltip.opened}
          multiline
          maw={480}
          style={{ overflowWrap: 'anywhere' }}
        >
          {/* Focusable, so that keyboard users can read a cut-off name too; the pointer and focus
              handlers only open the tooltip. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: they open the tooltip, nothing else. */}
          <span
            className={classes.label}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the whole name's tooltip opens on focus.
            tabIndex={0}
            onPointerEnter={(event) => tooltip.show(event.currentTarget)}
            onPointerLeave={tooltip.hide}
            onFocus={(event) => tooltip.show(event.currentTarget)}
            onBlur={tooltip.hide}
          >
            {row.name}
          </span>
        </Tooltip>
      </td>
      <td className={classes.count}>{row.value.toLocaleString('en-US')}</td>
    </tr>
  );
}
