import { useEffect, useState } from 'react';

type Theme = 'system' | 'light' | 'dark';

const KEY = 'elicitkit.web.theme';

function savedTheme(): Theme {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Light, dark or the system's choice. The choice is a `data-theme` on <html>, which both this
 * page's CSS and @elicitkit/react's forms follow, so the question always matches the page.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(savedTheme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', theme);
    try {
      localStorage.setItem(KEY, theme);
    } catch {
      // A private window without storage just forgets the choice.
    }
  }, [theme]);
  return (
    <label className="theme-toggle">
      Theme{' '}
      <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
