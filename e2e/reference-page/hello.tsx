// The reference of the first-screen budgets (e2e/budgets.ts): React's hello world, built and
// served by the same server as the app, so Lighthouse's score of a product screen is read beside
// what the same machine, server and browser give the smallest React page in the same round.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello, world</h1>
  </StrictMode>,
);
