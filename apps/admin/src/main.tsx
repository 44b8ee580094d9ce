import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void bootstrap().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
