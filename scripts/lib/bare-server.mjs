// The baseline for `npm run bench`: bare node:http answering exactly what the app answered for
// the route under test (status, headers and body, set through /__answer), after reading and
// parsing the request's JSON body as any JSON API must. The ratio then measures what our server
// adds (routing, validation, pricing, the database), not the bytes every real answer carries.
import { createServer } from 'node:http';

let answer = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: '{}',
};
createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString();
    if (req.url === '/__answer' && req.method === 'POST') {
      answer = JSON.parse(text);
      // A page's bytes (brotli, gzip or plain) held as a static file server holds a file.
      if (answer.bodyBase64) answer.bytes = Buffer.from(answer.bodyBase64, 'base64');
      res.end('ok');
      return;
    }
    if (text) JSON.parse(text);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.bytes ?? answer.body);
  });
}).listen(Number(process.argv[2]), '127.0.0.1');
