import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';

// index.html's title is for the moment before the app runs; from then on each page renders its
// own <title> (React hoists it into <head>), and a page has only one.
document.querySelector('title[data-static]')?.remove();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
