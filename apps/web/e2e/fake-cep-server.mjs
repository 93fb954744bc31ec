// A local stand-in for the postal-code provider (ViaCEP's answer shape), so end-to-end tests
// never leave this machine. Known CEPs answer an address; any other answers {"erro": true}.
import { createServer } from 'node:http';

const ADDRESSES = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '01305000': { logradouro: 'Rua Augusta', bairro: 'Consolação', localidade: 'São Paulo', uf: 'SP' },
  '04538133': { logradouro: 'Avenida Brigadeiro Faria Lima', bairro: 'Itaim Bibi', localidade: 'São Paulo', uf: 'SP' },
  20040002: { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

const port = Number(process.env.FAKE_CEP_PORT ?? 4390);
createServer((req, res) => {
  const match = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '');
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (!match) {
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ erro: true }));
    return;
  }
  const cep = match[1];
  const found = ADDRESSES[cep];
  const body = found ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...found } : { erro: true };
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}).listen(port, '127.0.0.1', () => console.log(`fake CEP provider on ${port}`));
