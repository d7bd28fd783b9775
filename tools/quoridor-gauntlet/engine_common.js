"use strict";
// The Plateau engine protocol (docs/engine-protocol.md) for the gauntlet's adapters: reads
// the host's lines, keeps the game's moves and who is to move, and asks a backend for a
// move. Two-player standard Quoridor (9x9, 10 walls) only: other games are refused.
//
// One extension for tools/quoridor-gauntlet: `legalmoves` answers `legal M…`, the moves
// the backend's own rules allow in the last position (for the agreement check); hosts
// that do not know it never send it.
//
// A backend: { name, genmove(game, player, ms) -> Promise<string>,
//              legal(game) -> Promise<string[]>, close() }, where game is
// { first: 0|1 (the player who moved first), moves: [{player, text}] } and player is 0
// (pawn from e1) or 1 (pawn from e9).

const readline = require("readline");

function send(line) {
    process.stdout.write(line + "\n");
}

async function serve(backend) {
    const lines = readline.createInterface({ input: process.stdin, terminal: false });
    let first = 0;
    let supported = true;
    let game = { first: 0, moves: [] };
    for await (const raw of lines) {
        const words = raw.replace(/\r$/, "").split(" ").filter((w) => w.length > 0);
        if (words.length === 0) continue;
        const command = words[0];
        try {
            if (command === "plateau") {
                send("id name " + backend.name);
                send("plateauok 1");
            } else if (command === "game") {
                const options = {};
                for (const w of words) {
                    const eq = w.indexOf("=");
                    if (eq > 0) options[w.slice(0, eq)] = w.slice(eq + 1);
                }
                const at = (key) => words[words.indexOf(key) + 1];
                first = Number(at("first") || "1") - 1;
                const walls = options.walls_per_player;
                supported = words[1] === "quoridor" && at("players") === "2" &&
                            (options.board_size === undefined || options.board_size === "9") &&
                            (walls === undefined || walls === "0" || walls === "10");
                if (!supported) send("error only two-player 9x9 Quoridor with 10 walls is supported");
            } else if (command === "isready") {
                send("readyok");
            } else if (command === "position") {
                let side = first < 0 ? 0 : first;
                game = { first: side, moves: [] };
                for (const text of words.slice(2)) {
                    if (text.startsWith("first:")) {
                        side = Number(text.slice(6)) - 1;
                        game.first = side;
                        continue;
                    }
                    game.moves.push({ player: side, text });
                    side = 1 - side;
                }
            } else if (command === "go") {
                const player = Number(words[words.indexOf("player") + 1]) - 1;
                const ms = Number(words[words.indexOf("movetime") + 1] || "1000");
                if (!supported) {
                    send("error unsupported game");
                    continue;
                }
                send("move " + (await backend.genmove(game, player, ms)));
            } else if (command === "legalmoves") {
                send("legal " + (await backend.legal(game)).join(" "));
            } else if (command === "quit") {
                break;
            }
        } catch (e) {
            send("error " + String(e.message || e).replace(/\n/g, " "));
        }
    }
    await backend.close();
    // Standard output drained first: a pipe may still hold the last answer.
    process.stdout.write("", () => process.exit(0));
}

// Plateau's notation: "e2" (a square), "e3h"/"e3v" (a wall by its anchor, the square
// nearest a1 of the four it touches). Columns and rows from 0.
function parseMove(text) {
    const m = /^([a-i])([1-9])([hv]?)$/.exec(text);
    if (!m) throw new Error("not a move: " + text);
    return { col: m[1].charCodeAt(0) - 97, row: Number(m[2]) - 1, wall: m[3] || null };
}

function moveText(col, row, wall) {
    return String.fromCharCode(97 + col) + String(row + 1) + (wall || "");
}

module.exports = { serve, parseMove, moveText };
