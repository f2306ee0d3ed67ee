// The limit in bench-catalog.mjs: node:http answering fixed bytes (headers and body), with nothing
// else to do.
import http from 'node:http';

let answers = new Map();
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('message', (list) => {
  answers = new Map(
    list.map((a) => [a.path, { headers: a.headers.flat(), body: Buffer.from(a.body, 'base64') }]),
  );
  process.send('ready');
});
