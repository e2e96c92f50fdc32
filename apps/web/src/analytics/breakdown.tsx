// Scans broken down by one dimension: the top entries as bars, every entry in the table beside them.
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { WhenVisible } from "../ui/when-visible.tsx";
import { Figures } from "./figures.tsx";

export function Breakdown({ title, item, rows }: { title: string; item: string; rows: [string, number][] }) {
  const top = rows.slice(0, 8).map(([name, scans]) => ({ name, scans }));
  return (
    <section aria-label={title} className="card">
      <h2 className="mt-0">{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">No scans in this range.</p>
      ) : (
        <>
          <div aria-hidden="true">
            <WhenVisible size={{ height: 32 + top.length * 28 }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  accessibilityLayer={false}
                  data={top}
                  layout="vertical"
                  margin={{ left: 8, right: 16 }}
                >
                  <XAxis type="number" allowDecimals={false} hide />
                  <YAxis type="category" dataKey="name" width={90} />
                  <Tooltip />
                  <Bar dataKey="scans" name="Scans" fill="#0a58ca" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </WhenVisible>
          </div>
          <Figures caption={`Scans by ${title.toLowerCase()}`} head={[item, "Scans"]} rows={rows} />
        </>
      )}
    </section>
  );
}
