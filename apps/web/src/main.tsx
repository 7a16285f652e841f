// first: starts the current screen's own requests before the rest of the app is evaluated
import './app/early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startAnalytics } from './lib/analytics';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// PostHog only if the server has a key for it; otherwise no third-party request is ever made.
void startAnalytics();

performance.mark('app:render');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
