import SMTPConnection from 'nodemailer/lib/smtp-connection';

// A pool of SMTP connections that hand over messages already written as bytes (mime.ts), on nodemailer's own SMTP
// protocol client (nodemailer/lib/smtp-connection: greeting, EHLO, STARTTLS, AUTH, PIPELINING, dot-stuffing, reply
// codes and errors), without its transport layer. That layer (createTransport's Mail, MailMessage, MimeNode, plugins,
// a stream pipeline and an AbortController per message) cost more per message than the SMTP conversation itself:
// 300 µs of CPU per message against 140 µs here, sending 20,000 composed messages into the dev stack's sink
// (docs/scaling.md). Connections are opened as sends need them, up to maxConnections, reused for as long as they
// work (maxMessages per connection, default unlimited), and forgotten when the server closes them.

export interface SmtpPoolOptions extends SMTPConnection.Options {
  /** Connections at once (default 5). */
  maxConnections?: number;
  /** Messages per connection before it is closed and another one opened (default unlimited; 1 = one each). */
  maxMessages?: number;
  auth?: { user?: string; pass?: string };
  /** The SASL method to use (default: the first the server offers). */
  authMethod?: string;
  /** Log in even when the server does not advertise AUTH. */
  forceAuth?: boolean;
}

export interface SmtpEnvelope {
  from: string;
  to: string;
}

export interface SmtpPool {
  /**
   * Hands one message over: resolves at the server's 250 for it, rejects with nodemailer's error (its `code`,
   * `responseCode`, …: smtp-mailer.ts classifySmtpFailure) otherwise.
   */
  send(envelope: SmtpEnvelope, raw: Buffer): Promise<void>;
  /** Closes every connection; queued and later sends fail. */
  close(): void;
}

interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
}

interface Pooled {
  connection: SMTPConnection;
  /** Messages handed to it, failed ones included. */
  messages: number;
  sending: boolean;
  dead: boolean;
}

/** The server refused this message (its envelope or content); the connection is fine after a RSET. */
function refusedMessage(error: NodemailerError): boolean {
  return (error.code === 'EENVELOPE' || error.code === 'EMESSAGE') && error.responseCode !== 421;
}

/** The connection broke (closed, reset, timed out) without a reply to the message. */
function brokenConnection(error: NodemailerError): boolean {
  return (
    error.responseCode === undefined &&
    (error.code === 'ECONNECTION' || error.code === 'ESOCKET' || error.code === 'ETIMEDOUT')
  );
}

/** How long a pool with working connections waits before it tries to open another after one failed to open. */
const OPEN_PAUSE_MS = 1000;

export function smtpPool(options: SmtpPoolOptions): SmtpPool {
  const maxConnections = Math.max(1, options.maxConnections ?? 5);
  const maxMessages = Math.max(1, options.maxMessages ?? Number.POSITIVE_INFINITY);
  const live = new Set<Pooled>();
  const idle: Pooled[] = [];
  const waiting: Array<{ resolve: (pooled: Pooled) => void; reject: (error: unknown) => void }> = [];
  let opening = 0;
  let closed = false;
  /** After a connection could not be opened while others work (a server that takes only so many): not before. */
  let noOpensUntil = 0;

  function forget(pooled: Pooled) {
    if (pooled.dead) return;
    pooled.dead = true;
    live.delete(pooled);
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
    pooled.connection.close();
    openForWaiting();
  }

  /** A new connection, greeted and logged in. */
  function open(): Promise<Pooled> {
    return new Promise((resolve, reject) => {
      const connection = new SMTPConnection(options);
      const pooled: Pooled = { connection, messages: 0, sending: false, dead: false };
      let ready = false;
      const fail = (error: unknown) => {
        if (ready) return;
        ready = true;
        pooled.dead = true;
        connection.close();
        reject(error);
      };
      // After it is ready: a send's failure is its callback's to handle; anything else (the server closing an idle
      // connection, its socket timing out) ends the connection.
      connection.on('error', (error: unknown) => {
        if (!ready) fail(error);
        else if (!pooled.sending) forget(pooled);
      });
      connection.once('end', () => {
        if (!ready) fail(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' }));
        else if (!pooled.sending) forget(pooled);
      });
      connection.connect((error) => {
        if (error) return fail(error);
        const done = (loginError: unknown) => {
          if (loginError) return fail(loginError);
          if (ready) return;
          ready = true;
          resolve(pooled);
        };
        const { auth } = options;
        if (auth && (auth.user || auth.pass) && (connection.allowsAuth || options.forceAuth)) {
          connection.login(
            {
              credentials: { user: auth.user ?? '', pass: auth.pass ?? '' },
              method: options.authMethod?.trim().toUpperCase() || false,
            },
            (loginError) => done(loginError),
          );
        } else done(null);
      });
    });
  }

  /** Opens connections while sends wait for one and there is room. */
  function openForWaiting() {
    if (live.size > 0 && Date.now() < noOpensUntil) return;
    while (!closed && waiting.length > opening && live.size + opening < maxConnections) {
      opening += 1;
      open().then(
        (pooled) => {
          opening -= 1;
          if (closed) {
            pooled.connection.close();
            return;
          }
          live.add(pooled);
          release(pooled);
        },
        (error: unknown) => {
          opening -= 1;
          // The server cannot be reached now: with no other connection to serve them, the waiting sends fail (a
          // transient failure: their jobs try them again later) instead of waiting for connections that fail too.
          if (live.size === 0 && opening === 0) {
            for (const waiter of waiting.splice(0)) waiter.reject(error);
          } else noOpensUntil = Date.now() + OPEN_PAUSE_MS;
        },
      );
    }
  }

  function acquire(): Promise<Pooled> {
    if (closed)
      return Promise.reject(Object.assign(new Error('The mailer is closed'), { code: 'ECONNECTION' }));
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      openForWaiting();
    });
  }

  /** The connection is free: to the next waiting send, or idle. */
  function release(pooled: Pooled) {
    if (pooled.dead) return;
    if (pooled.messages >= maxMessages || closed) {
      pooled.dead = true;
      live.delete(pooled);
      pooled.connection.quit();
      openForWaiting();
      return;
    }
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(pooled);
    else idle.push(pooled);
  }

  function sendOn(pooled: Pooled, envelope: SmtpEnvelope, raw: Buffer): Promise<void> {
    pooled.sending = true;
    pooled.messages += 1;
    return new Promise<void>((resolve, reject) => {
      pooled.connection.send({ from: envelope.from, to: [envelope.to] }, raw, (error) => {
        pooled.sending = false;
        if (error) reject(error);
        else resolve();
      });
    });
  }

  return {
    async send(envelope, raw) {
      for (let attempt = 1; ; attempt++) {
        const pooled = await acquire();
        const reused = pooled.messages > 0;
        try {
          await sendOn(pooled, envelope, raw);
          release(pooled);
          return;
        } catch (caught) {
          const error = caught as NodemailerError;
          if (refusedMessage(error) && !pooled.connection.destroyed) {
            // This message was refused; the connection goes on after a RSET.
            pooled.sending = true;
            pooled.connection.reset((resetError) => {
              pooled.sending = false;
              if (resetError) forget(pooled);
              else release(pooled);
            });
            throw error;
          }
          forget(pooled);
          // A reused connection the server had closed meanwhile (an idle one, say): once more on a new one.
          if (attempt === 1 && reused && brokenConnection(error)) continue;
          throw error;
        }
      }
    },
    close() {
      closed = true;
      const error = Object.assign(new Error('The mailer is closed'), { code: 'ECONNECTION' });
      for (const waiter of waiting.splice(0)) waiter.reject(error);
      for (const pooled of [...live]) {
        pooled.dead = true;
        if (pooled.sending) pooled.connection.close();
        else pooled.connection.quit();
      }
      live.clear();
      idle.length = 0;
    },
  };
}
