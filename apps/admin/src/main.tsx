import { startOperatorApp } from './app/start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The operator app only: the voter portal and the approver's page are an app of their own (apps/portal), served by the
// API at /v/<token> and /aprovacao/<token>.
void startOperatorApp(root);
