// Mantine's base styles first; each component's own stylesheet comes with its code (vite.config.ts). The theme's
// CSS variables are written by MantineProvider at runtime (providers.tsx), not by default-css-variables.css.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
