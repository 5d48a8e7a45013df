import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.ts';
import { readOutbox } from './outbox.ts';

/** A logger that discards everything. */
const silent = Fastify({ logger: false }).log;

describe('outbox mailer', () => {
  it('writes each mail as one JSON file with to, subject, text, html and sent_at', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'academy-outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, silent);
    await mailer.send({
      to: 'learner@academy.test',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <strong>123456</strong></p>',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-\d{9}-[0-9a-f]{12}\.json$/);
    const entry = JSON.parse(await readFile(join(dir, files[0]!), 'utf8'));
    expect(entry).toEqual({
      to: 'learner@academy.test',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <strong>123456</strong></p>',
      sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('reads the outbox back oldest first and treats a missing outbox as empty', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'academy-outbox-')), 'outbox');
    expect(await readOutbox(dir)).toEqual([]);
    const mailer = createOutboxMailer(dir, silent);
    await mailer.send({ to: 'a@academy.test', subject: 'first', text: '1', html: '<p>1</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@academy.test', subject: 'second', text: '2', html: '<p>2</p>' });
    expect((await readOutbox(dir)).map((mail) => mail.subject)).toEqual(['first', 'second']);
  });

  it('writes a keyed mail once however often it is handed over, in sending order', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'academy-outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, silent);
    const mail = { to: 'a@academy.test', subject: 'once', text: '1', html: '<p>1</p>' };
    await mailer.send(mail, { key: 'job-1' });
    await mailer.send(mail, { key: 'job-1' });
    await mailer.send({ ...mail, subject: 'next' }, { key: 'job-2' });
    await mailer.send({ ...mail, subject: 'last' });
    expect((await readOutbox(dir)).map((sent) => sent.subject)).toEqual(['once', 'next', 'last']);
  });
});
