import type { WorkerStatus } from '../shared/messages.ts';
import { toWorker } from '../shared/messages.ts';

// The options page: the registration's state, manual registration (server address, license key,
// organization email, then the emailed code) and a button that checks for new settings at once and
// sends any waiting reports. It only talks to the service worker, which calls the server.

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const REGISTRATION_LABELS: Record<WorkerStatus['registration'], string> = {
  registered: 'Registered',
  'not registered': 'Not registered',
  'code sent': 'Waiting for the emailed code',
  revoked: 'Registration revoked: register again with a new code',
};

function row(list: HTMLElement, term: string, value: string) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  list.append(dt, dd);
}

async function refresh(): Promise<void> {
  const answer = await toWorker<WorkerStatus>({ kind: 'status' });
  if (!answer.ok || !answer.value) return;
  const status = answer.value;
  document.title = `${status.brandName} extension settings`;
  byId('title').textContent = `${status.brandName} extension`;
  const list = byId('status');
  list.replaceChildren();
  row(list, 'Registration', REGISTRATION_LABELS[status.registration]);
  if (status.mode)
    row(list, 'Deployment', status.mode === 'managed' ? 'Managed by your organization' : 'Manual');
  if (status.organizationName) row(list, 'Organization', status.organizationName);
  if (status.serverUrl) row(list, 'Server', status.serverUrl);
  if (status.email) row(list, 'Email', status.email);
  row(
    list,
    'Settings checked',
    status.lastConfigCheck ? new Date(status.lastConfigCheck).toLocaleString() : 'Never',
  );
  row(list, 'Reports waiting to be sent', String(status.queued));
  const error = byId('status-error');
  error.hidden = !status.lastError;
  error.textContent = status.lastError ?? '';
  const managed = status.managedPolicy === 'complete';
  byId('managed-note').hidden = !managed;
  byId('start-form').hidden = managed;
  byId('verify-form').hidden = managed || status.registration !== 'code sent';
  if (status.serverUrl && !byId<HTMLInputElement>('server').value)
    byId<HTMLInputElement>('server').value = status.serverUrl;
  if (status.email && !byId<HTMLInputElement>('email').value)
    byId<HTMLInputElement>('email').value = status.email;
}

/** Runs a form's action with its button disabled, and shows the answer in `result`. */
function onSubmit(form: HTMLFormElement, result: HTMLElement, act: () => ReturnType<typeof toWorker>) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    result.textContent = '';
    try {
      const answer = await act();
      result.className = answer.ok ? '' : 'error';
      result.textContent = answer.message ?? '';
    } finally {
      if (button) button.disabled = false;
      await refresh();
    }
  });
}

const value = (id: string) => byId<HTMLInputElement>(id).value.trim();

onSubmit(byId('start-form'), byId('register-result'), () =>
  toWorker({
    kind: 'manual-start',
    serverUrl: value('server'),
    licenseKey: value('license'),
    email: value('email'),
  }),
);
onSubmit(byId('verify-form'), byId('register-result'), () =>
  toWorker({ kind: 'manual-verify', code: value('code') }),
);

byId('sync').addEventListener('click', async () => {
  const button = byId<HTMLButtonElement>('sync');
  const result = byId('sync-result');
  button.disabled = true;
  result.textContent = 'Checking…';
  const answer = await toWorker({ kind: 'sync-now' });
  result.className = answer.ok ? '' : 'error';
  result.textContent = answer.message ?? '';
  button.disabled = false;
  await refresh();
});

void refresh();
