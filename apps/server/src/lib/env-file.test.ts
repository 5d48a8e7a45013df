import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';

async function envFile(text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'academy-env-')), '.env');
  await writeFile(path, text);
  return path;
}

describe('loadEnvFile', () => {
  it('sets what the file says, but never a variable the environment already has', async () => {
    const path = await envFile(
      [
        '# the installation',
        'PORT=8080',
        'PUBLIC_URL="https://academy.example.com"',
        "SMTP_URL='smtp://mailer:secret@mail.example.com:587'",
        'LOG_LEVEL=debug',
        'HOST=0.0.0.0',
        '',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { PORT: '3000', HOST: '' };
    expect(loadEnvFile(path, env)).toEqual(['LOG_LEVEL', 'PUBLIC_URL', 'SMTP_URL']);
    expect(env).toEqual({
      PORT: '3000',
      HOST: '',
      PUBLIC_URL: 'https://academy.example.com',
      SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
      LOG_LEVEL: 'debug',
    });
  });

  it('changes nothing without a file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '3000' };
    expect(loadEnvFile(join(tmpdir(), 'no-such-dir', '.env'), env)).toEqual([]);
    expect(env).toEqual({ PORT: '3000' });
  });
});
