// The baseline for `npm run bench`: bare node:http answering a fixed JSON body.
import { createServer } from 'node:http';

let body = '{}';
createServer((req, res) => {
  if (req.url === '/__body' && req.method === 'POST') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      body = Buffer.concat(chunks).toString();
      res.end('ok');
    });
    return;
  }
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
