import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { type MenuItem, profileMenu } from '../menu-rules.ts';

/** The profile menu's items for this session, and what choosing one does. */
export function useMenu(openThemeSettings: () => void) {
  const { role, selected, logout } = useSession();
  const navigate = useNavigate();
  const items = useMemo(() => profileMenu({ role, selected }), [role, selected]);
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    if (item.id === 'themeSettings') openThemeSettings();
    else if (item.id === 'logout') void logout();
    else if (item.to) navigate(item.to);
  };
  return { items, choose };
}
