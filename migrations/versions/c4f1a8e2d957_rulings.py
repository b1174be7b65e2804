"""rulings: a referee question kept at its own address

Revision ID: c4f1a8e2d957
Revises: b7e3f1a9c2d4
Create Date: 2026-11-26 03:30:00

"""
from alembic import op
import sqlalchemy as sa


revision = 'c4f1a8e2d957'
down_revision = 'b7e3f1a9c2d4'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'rulings',
        sa.Column('id', sa.String(length=32), nullable=False),
        sa.Column('screen', sa.String(length=16), nullable=False),
        sa.Column('fields', sa.JSON(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )


def downgrade():
    op.drop_table('rulings')
