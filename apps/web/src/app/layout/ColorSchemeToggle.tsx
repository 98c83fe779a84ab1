import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Sun in dark mode (switch to light), moon in light mode; decorative, the button's name says what it does. */
function SchemeIcon({ dark }: { dark: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {dark ? (
        <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <circle cx={12} cy={12} r={4} />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </g>
      ) : (
        <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z" />
      )}
    </svg>
  );
}

/**
 * The header's 'Toggle color scheme' button. Until it is pressed the app follows the system setting; the
 * choice is then remembered in local storage (Mantine's colour scheme manager, see providers.tsx).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <SchemeIcon dark={dark} />
    </ActionIcon>
  );
}
