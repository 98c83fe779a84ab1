import { ADMIN_PASSWORD } from './environment';

export const ROLES = ['user', 'editor', 'data_manager', 'auditor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface TestUser {
  username: string;
  password: string;
  role: Role;
}

const ROLE_PASSWORD = 'e2e-role-password';

/** One account per role: `admin` comes from ADMIN_PASSWORD on first start, global setup creates the rest. */
export const USERS: Readonly<Record<Role, TestUser>> = {
  user: { username: 'user', password: ROLE_PASSWORD, role: 'user' },
  editor: { username: 'editor', password: ROLE_PASSWORD, role: 'editor' },
  data_manager: { username: 'data_manager', password: ROLE_PASSWORD, role: 'data_manager' },
  auditor: { username: 'auditor', password: ROLE_PASSWORD, role: 'auditor' },
  admin: { username: 'admin', password: ADMIN_PASSWORD, role: 'admin' },
};

/** Its own account for the password-change test, so no other test is affected. */
export const PASSWORD_CHANGE_USER: TestUser = { username: 'pwchange', password: ROLE_PASSWORD, role: 'user' };

/** Accounts global setup creates with the CLI. */
export const CLI_CREATED_USERS: readonly TestUser[] = [
  USERS.user,
  USERS.editor,
  USERS.data_manager,
  USERS.auditor,
  PASSWORD_CHANGE_USER,
];
