import type { AuditAction } from '@baitwatch/contracts/audit/audit-actions';
import {
  allowedDomainProblem,
  blockedUrlProblem,
  googleFormUrlProblem,
  normalizeBlockedUrl,
  normalizeDomain,
  shownGoogleFormUrl,
  storedGoogleFormUrl,
} from '@baitwatch/contracts/settings/list-rules';
import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import type { ListTable, SettingsListsRepository } from './settings-lists.repository.ts';

/** What differs between the three lists: their table, rules, audit actions, field name and messages. */
export interface ListKind {
  table: ListTable;
  field: 'domain' | 'url';
  /** The add page's rules in order (duplicates against `existing`, stored values), first broken one. */
  problem: (input: string, existing?: readonly string[]) => string | null;
  /** A valid input as it is stored. */
  normalize: (input: string) => string;
  /** The stored value as people read it, in the audit log. */
  shown: (stored: string) => string;
  actions: { add: AuditAction; remove: AuditAction };
  messages: { added: string; removed: string; duplicate: string; notFound: string };
}

export function listKinds(repo: SettingsListsRepository) {
  return {
    domains: {
      table: repo.domains,
      field: 'domain',
      problem: allowedDomainProblem,
      normalize: normalizeDomain,
      shown: (value) => value,
      actions: { add: 'allowed-domain.add', remove: 'allowed-domain.remove' },
      messages: {
        added: M.domainAdded,
        removed: M.domainDeleted,
        duplicate: M.domainDuplicate,
        notFound: M.domainNotFound,
      },
    },
    googleFormUrls: {
      table: repo.googleFormUrls,
      field: 'url',
      problem: googleFormUrlProblem,
      normalize: storedGoogleFormUrl,
      shown: shownGoogleFormUrl,
      actions: { add: 'google-form-url.add', remove: 'google-form-url.remove' },
      messages: {
        added: M.googleFormUrlAdded,
        removed: M.googleFormUrlDeleted,
        duplicate: M.googleFormUrlDuplicate,
        notFound: M.urlNotFound,
      },
    },
    blockedUrls: {
      table: repo.blockedUrls,
      field: 'url',
      problem: blockedUrlProblem,
      normalize: normalizeBlockedUrl,
      shown: (value) => value,
      actions: { add: 'blocked-url.add', remove: 'blocked-url.remove' },
      messages: {
        added: M.blockedUrlAdded,
        removed: M.blockedUrlDeleted,
        duplicate: M.blockedUrlDuplicate,
        notFound: M.urlNotFound,
      },
    },
  } satisfies Record<string, ListKind>;
}
