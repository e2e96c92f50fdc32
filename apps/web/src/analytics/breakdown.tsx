// Scans broken down by one dimension: a table whose rows carry their share as a bar (the top ones, every one on
// request), so the figures and the chart are one thing a screen reader reads as a table.
import { useState } from "react";

const SHOWN = 8;

export function Breakdown({ title, item, rows }: { title: string; item: string; rows: [string, number][] }) {
  const [all, setAll] = useState(false);
  const total = rows.reduce((sum, [, scans]) => sum + scans, 0);
  const most = Math.max(1, ...rows.map(([, scans]) => scans));
  const shown = all ? rows : rows.slice(0, SHOWN);
  return (
    <section aria-label={title} className="card">
      <h2 className="mt-0">{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">No scans in this range.</p>
      ) : (
        <>
          <table className="bar-table">
            <caption className="sr-only">Scans by {title.toLowerCase()}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{item}</th>
                <th scope="col">Scans</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {shown.map(([name, scans]) => (
                <tr key={name}>
                  <th scope="row">
                    <span
                      className="bar-fill"
                      style={{ width: `${(scans / most) * 100}%` }}
                      aria-hidden="true"
                    />
                    <span className="bar-name">{name}</span>
                  </th>
                  <td className="number">{scans.toLocaleString()}</td>
                  <td className="number hint">{Math.round((scans / total) * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN ? (
            <button type="button" className="link" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? "Show the top ones" : `Show all ${rows.length}`}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
