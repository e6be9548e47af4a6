import { useEffect, useState } from 'react';
import { useDemoWords } from './locales/DemoWordsContext.js';

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
  const words = useDemoWords();
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
      {words.demo({ key: 'theme.label' })}{' '}
      <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        <option value="system">{words.demo({ key: 'theme.system' })}</option>
        <option value="light">{words.demo({ key: 'theme.light' })}</option>
        <option value="dark">{words.demo({ key: 'theme.dark' })}</option>
      </select>
    </label>
  );
}
