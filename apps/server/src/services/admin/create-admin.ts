import { registerRequestSchema } from '@focus-room/core/api/auth';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../lib/passwords';
import { sessionsRepository } from '../../repositories/sessions-repository';
import { usersRepository } from '../../repositories/users-repository';

/** Enough of the app context to run outside a request (the create-admin command, tests). */
type AdminContext = Pick<AppContext, 'db' | 'now'>;

export type CreateAdminInput = { email: string; username?: string; password?: string };

/** A refusal meant for the operator: the command prints it and exits with 1. */
export class CreateAdminError extends Error {}

/**
 * Creates a verified admin, or promotes the account with that email, and returns the lines to print.
 *
 * An account whose email is unverified was registered by someone who never proved the address is theirs:
 * the password they chose must not end up guarding an admin. Such an account is promoted only together
 * with --password, which replaces that password and ends every session of it. A new password always ends
 * the account's sessions, as a reset does.
 */
export async function createOrPromoteAdmin(ctx: AdminContext, input: CreateAdminInput): Promise<string[]> {
  const existing = await usersRepository.findByEmail(ctx.db, input.email);
  if (!existing) return [await createAdmin(ctx, input)];

  const who = `${existing.email} (${existing.username})`;
  if (!existing.isVerified && input.password === undefined) {
    throw new CreateAdminError(
      `${who} has not verified its email, so whoever registered it may not own the address. ` +
        'Not promoted. Run again with --password to replace its password (every session of it ends), ' +
        'or let the user verify the email first.',
    );
  }
  const lines: string[] = [];
  const update: Parameters<typeof usersRepository.update>[2] = { role: 'admin', isVerified: true };
  if (input.password !== undefined) update.passwordHash = await hashPassword(checkedPassword(input.password));
  await usersRepository.update(ctx.db, existing.id, update);
  if (!existing.isVerified) lines.push(`${who} was unverified; its email now counts as verified.`);
  if (update.passwordHash) {
    const ended = await sessionsRepository.revokeAllForUser(ctx.db, existing.id, ctx.now());
    lines.push(`Replaced the password of ${who} and ended all its sessions (${ended} open).`);
  }
  lines.push(existing.role === 'admin' ? `${who} was already an admin.` : `${who} is now an admin.`);
  return lines;
}

async function createAdmin(ctx: AdminContext, input: CreateAdminInput) {
  const parsed = registerRequestSchema.safeParse(input);
  if (!parsed.success) throw new CreateAdminError(describeIssues(parsed.error.issues));
  const { username, email, password } = parsed.data;
  if (await usersRepository.usernameOrEmailTaken(ctx.db, username, email)) {
    throw new CreateAdminError(`The username ${username} is taken.`);
  }
  await usersRepository.insert(ctx.db, {
    username,
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    isVerified: true,
    createdAt: ctx.now(),
  });
  return `Created the admin ${email} (${username}).`;
}

function checkedPassword(password: string) {
  const parsed = registerRequestSchema.shape.password.safeParse(password);
  if (!parsed.success) throw new CreateAdminError(`--password: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n');
